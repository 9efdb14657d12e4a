// Log-in works (decision 0012): no page may still promise it "soon".
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelContentDir } from './content-paths.ts';

const NOT_YET = /kommt bald|in Kürze zur Verfügung|coming soon|available shortly|komt binnenkort|binnenkort mogelijk|arrive bientôt|très prochainement|llega pronto|disponible en breve|arriva presto|disponibile a breve/iu;

describe.each(['poster', 'card'] as const)('%s stories', (channel) => {
  it('never announce the customer account as coming', () => {
    const dir = channelContentDir(channel);
    const promising = fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.json') && NOT_YET.test(fs.readFileSync(path.join(dir, file), 'utf8')));
    expect(promising).toEqual([]);
  });
});
