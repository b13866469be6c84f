import { mount } from 'svelte';
import App from './App.svelte';
import { IS_WEB_APP, webApp } from './lib/web-app.svelte';
import './app.css';

// Only the web build works offline (`npm run build:web`); the desktop app and the preview used
// by the tests have no service worker.
if (IS_WEB_APP) void webApp.register();

const target = document.getElementById('app');
if (target === null) throw new Error('index.html has no #app element.');

export default mount(App, { target });
