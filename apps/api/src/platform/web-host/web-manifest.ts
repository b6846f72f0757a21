/** Written by the web build (tools/scripts/prerender.mjs) beside the files it describes. */
export interface WebManifest {
  /** Page path -> HTML file relative to the web dist folder, e.g. "/dearborn" -> "dearborn/index.html". */
  pages: Record<string, string>;
  /** Pages answered with HTTP 404: the default one, and per path prefix (e.g. unknown article slugs). */
  notFound: { default: string; byPrefix: Record<string, string> };
  /** sha256 hashes of the inline scripts in the HTML, for the Content-Security-Policy. */
  scriptHashes: string[];
  /** sha256 hashes of the inline <style> elements (the site's stylesheet, inlined by the prerenderer). */
  styleHashes?: string[];
}
