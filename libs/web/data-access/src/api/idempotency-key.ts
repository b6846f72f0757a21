/**
 * One key per distinct message: resending the same values reuses the key (the server replays its first answer),
 * while edited values get a fresh key (the server would refuse a known key with another body).
 */
export function keyPerBody(): (body: unknown) => string {
  let last: { json: string; key: string } | undefined;
  return (body) => {
    const json = JSON.stringify(body);
    if (last?.json !== json) last = { json, key: randomKey() };
    return last.key;
  };
}

function randomKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID exists only in secure contexts (https, localhost); getRandomValues everywhere.
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}
