import { benchFormulas } from './bench/formulas';
console.log(benchFormulas());
