/**
 * The one place chart.js is configured: register only what the charts use (tree-shaking drops
 * the rest, so a chart type not registered here fails in the production build only).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LogarithmicScale,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

Chart.register(
  LineController,
  LineElement,
  PointElement,
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LogarithmicScale,
  Filler,
  Tooltip,
  Legend,
);

export { Chart };
