/** Written by the web build (tools/scripts/prerender.mjs) beside the files it describes. */
export interface WebManifest {
  /** Page path -> HTML file relative to the web dist folder, e.g. "/dearborn" -> "dearborn/index.html". */
  pages: Record<string, string>;
  /**
   * Pages served for any value of their last segment, e.g. "/admin/payments/*" -> "admin/payments/_any/index.html": a
   * record's screen, whose HTML is the same for every id until the app runs.
   */
  patterns?: Record<string, string>;
  /** Pages answered with HTTP 404: the default one, and per path prefix (e.g. unknown article slugs). */
  notFound: { default: string; byPrefix: Record<string, string> };
  /** sha256 hashes of the inline scripts in the HTML, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** sha256 hashes of the inline <style> elements (the site's stylesheet, inlined by the prerenderer). */
  styleHashes?: string[];
  /**
   * What the API needs to render the pages again with the site data (live-pages.ts): the server bundle, relative to
   * the web dist folder, and per HTML file the URL it renders and where the rendered head and body sit in the file.
   */
  live?: { serverEntry: string; files: Record<string, LivePageSpec> };
}

/** Offsets in the file's text (UTF-16 code units, as JavaScript counts them): [start, end). */
export interface LivePageSpec {
  url: string;
  head: [number, number];
  html: [number, number];
}
