/** Liveness for process supervisors and the start script; touches no upstream on purpose. */
export function GET(): Response {
  return Response.json({ ok: true }, { headers: { 'cache-control': 'no-store' } });
}
