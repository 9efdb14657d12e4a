/**
 * How Waku's document carries its RSC payload: rsc-html-stream (Waku's SSR) writes each chunk as
 * `<script>(self.__FLIGHT_DATA||=[]).push("…")</script>`, with a nonce when the page has one, and
 * escapes `<!--` and `</script` inside. Static islands (decision 0017) read and rewrite it;
 * `framework-contract.test.ts` holds this against the installed rsc-html-stream.
 */
export const PAYLOAD_SCRIPT = /<script(?: nonce="[^"]*")?>\(self\.__FLIGHT_DATA\|\|=\[\]\)\.push\(([\s\S]*?)\)<\/script>/g;
export const PAYLOAD_START = '(self.__FLIGHT_DATA||=[]).push(';

/** One chunk's text from the argument of its push call (the JSON string as written). */
export function readPayloadChunk(pushArgument: string): unknown {
  return JSON.parse(pushArgument.replace(/<\\!--/g, '<!--').replace(/<\/\\(script)/gi, '</$1'));
}

/** The whole payload as one script, with the opening tag (and nonce) of the first chunk. */
export function buildPayloadScript(openTag: string, payload: string): string {
  const call = `${PAYLOAD_START}${JSON.stringify(payload)})`;
  return `${openTag}${call.replace(/<!--/g, '<\\!--').replace(/<\/(script)/gi, '</\\$1')}</script>`;
}
