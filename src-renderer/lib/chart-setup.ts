/**
 * The one place chart.js is configured: register only what the charts use (tree-shaking drops
 * the rest, so a chart type not registered here fails in the production build only).
 */
import {
  Chart,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
} from 'chart.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Legend);

export { Chart };
