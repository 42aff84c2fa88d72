/**
 * A worker thread that renders public pages to HTML with the build's page renderer (dist/prerender/prerender.js,
 * made from src/web/prerender.tsx), so React's server rendering never runs on the HTTP event loop.
 */
import { pathToFileURL } from 'node:url';

// React's production build, whatever the server runs as: the development one renders slower and checks for what
// only matters while writing the app. (A worker's environment is its own copy.)
process.env.NODE_ENV = 'production';

export interface PageRenderTask {
  /** The page renderer module's file path. */
  bundle: string;
  path: string;
  /** Data the page renders with (web/prerender.tsx RenderSeed). */
  seed: Record<string, unknown>;
}

type Render = (path: string, seed: Record<string, unknown>) => Promise<{ html: string; status: number }>;

const renderers = new Map<string, Promise<Render>>();

export default async function renderPage({ bundle, path, seed }: PageRenderTask): Promise<string> {
  let render = renderers.get(bundle);
  if (!render) {
    render = import(pathToFileURL(bundle).href).then((module: { render: Render }) => module.render);
    renderers.set(bundle, render);
  }
  const { html, status } = await (await render)(path, seed);
  if (status !== 200) throw new Error(`${path} rendered with status ${status}`);
  return html;
}
