import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig, type PluginOption } from 'vite';

/** `BUNDLE_REPORT=<file.html>`: a treemap of the browser bundle with gzip and brotli sizes (bench/bundle-report.mjs). */
const bundleReport = process.env.BUNDLE_REPORT;

export default defineConfig({
  plugins: [
    tailwindcss(),
    reactRouter(),
    !!bundleReport &&
      ({
        ...(visualizer({ filename: bundleReport, template: 'treemap', gzipSize: true, brotliSize: true }) as object),
        name: 'bundle-report',
        applyToEnvironment: (environment: { name: string }) => environment.name === 'client',
      } as PluginOption),
  ],
  server: { allowedHosts: ['.localhost'] },
});
