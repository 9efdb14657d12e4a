import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { strictBlockSchema } from './strict-content-schemas.ts';

const schema = strictBlockSchema({ link: z.strictObject({ linktype: z.literal('url'), url: z.string() }), richText: z.strictObject({ type: z.literal('doc') }) });
const uid = '7cc55382-7a55-4295-84f9-a4bf0e9e8082';

describe('strict content schemas', () => {
  it('refuses a misspelt field name that the lenient shop schemas would ignore', () => {
    expect(schema.safeParse({ _uid: uid, component: 'margin', size: 'm' }).success).toBe(true);
    expect(schema.safeParse({ _uid: uid, component: 'margin', size: 'm', sise: 'l' }).success).toBe(false);
  });

  it('judges card SKUs as the shop parses them, in both channels', () => {
    expect(schema.safeParse({ _uid: uid, component: 'accessory', sku: 'klappkarte-148x105-matt' }).success).toBe(true);
    expect(schema.safeParse({ _uid: uid, component: 'accessory', sku: 'klappkarte-0x105-matt' }).success).toBe(false);
    expect(schema.safeParse({ _uid: uid, component: 'accessory', sku: 'not a sku' }).success).toBe(false);
  });

  it('refuses colours that are not hex in either channel', () => {
    const teaser = { _uid: uid, component: 'teaser', headline: 'Hello', image: { filename: '{{assets}}/a.jpg', alt: 'a picture of a wall' } };
    expect(schema.safeParse({ ...teaser, textColor: '#ffffff' }).success).toBe(true);
    expect(schema.safeParse({ ...teaser, textColor: 'white' }).success).toBe(false);
  });
});
