import './styles/app.css';

/*
 * The app's modules are evaluated in steps, each in its own task: React's DOM renderer, then the router and the
 * app, then the first page. Evaluated at once they held a phone's main thread for one long task (~360 ms on a
 * 4× slowed CPU); in steps the browser can paint and answer taps in between. (Their files are all fetched at
 * once: prerendered pages preload them, see scripts/prerender.mjs.)
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

await import('react-dom/client');
await nextTask();
const { startApp } = await import('./app/start.tsx');
await nextTask();
await startApp(document.getElementById('root')!);
