import { http, HttpResponse, type HttpHandler } from 'msw';
import { SHOP_API, TOOLBOX_API, type ContactFormRequest, type CustomerPicture, type ToolboxConverter } from '../../domain/shop-api-contract/index.ts';
import { answerContract } from './shop-api-contract.ts';

/**
 * msw handlers for the shop API calls of the content blocks: the contact form, the customer
 * pictures and the toolbox's converters and download. Each answers through the contract and can be
 * told to fail, so tests see how a block or action degrades.
 *
 *   const blocks = createShopApiBlocksMock({ baseUrl });
 *   blocks.failWith('customerPictures', 500);   // until reset()
 */
export const CUSTOMER_PICTURES: CustomerPicture[] = [
  { id: 'p-1', image: 'https://a.storyblok.com/f/1/living-room.jpg', alt: 'Living room with a canvas', author: 'Jana', product: 'canvas', width: 1600, height: 900 },
  { id: 'p-2', image: 'https://a.storyblok.com/f/1/gallery-wall.jpg', alt: 'Gallery wall of nine frames', author: 'Marco', product: 'framed', width: 1600, height: 900 },
];

type Failing = 'contactForm' | 'customerPictures' | ToolboxConverter;

export function createShopApiBlocksMock({ baseUrl, personFound = true }: { baseUrl: string; personFound?: boolean }) {
  const failures = new Map<Failing, { status: number; body: unknown }>();
  const contactMessages: ContactFormRequest[] = [];
  const uploads: { converter: ToolboxConverter; fileName: string; size: number; fields: Record<string, string> }[] = [];
  const failure = (name: Failing) => {
    const failing = failures.get(name);
    return failing ? HttpResponse.json(failing.body as Record<string, unknown>, { status: failing.status }) : null;
  };
  const handlers: HttpHandler[] = [
    http.post(`${baseUrl}${SHOP_API.contactForm.path}`, async ({ request }) => {
      const body = SHOP_API.contactForm.body.parse(await request.json());
      const failed = failure('contactForm');
      if (failed) return failed;
      contactMessages.push(body);
      return answerContract('contactForm', { status: 'received', id: contactMessages.length, personFound });
    }),
    http.get(`${baseUrl}${SHOP_API.customerPictures.path}`, () => failure('customerPictures') ?? answerContract('customerPictures', { pictures: CUSTOMER_PICTURES })),
    ...(['convertFile', 'convertPdf', 'optimizeImage'] as const).map((converter) =>
      http.post(`${baseUrl}${TOOLBOX_API[converter].path}`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        if (!(file instanceof File)) return HttpResponse.json({ error: 'invalid-request' }, { status: 400 });
        const fields = Object.fromEntries([...form.entries()].filter(([key]) => key !== 'file').map(([key, value]) => [key, String(value)]));
        const failed = failure(converter);
        if (failed) return failed;
        uploads.push({ converter, fileName: file.name, size: file.size, fields });
        const extension = converter === 'convertPdf' ? 'pdf' : fields.format === 'png' || fields.format === 'webp' ? fields.format : 'jpg';
        return HttpResponse.json(
          TOOLBOX_API[converter].answer.parse({
            fileId: 'a'.repeat(32),
            fileName: `${file.name.replace(/\.[^.]*$/, '')}.${extension}`,
            contentType: extension === 'pdf' ? 'application/pdf' : `image/${extension === 'jpg' ? 'jpeg' : extension}`,
            size: 1234,
            ...(extension === 'pdf' ? { pages: 1 } : {}),
          }),
        );
      }),
    ),
    // The converted file of the one id the converters above answer.
    http.get(`${baseUrl}${TOOLBOX_API.download.path}`, ({ request }) => {
      if (new URL(request.url).searchParams.get('fileId') !== 'a'.repeat(32)) return HttpResponse.json({ error: 'not-found' }, { status: 404 });
      return new HttpResponse(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), {
        headers: { 'content-type': 'image/jpeg', 'content-disposition': 'attachment; filename="urlaub.jpg"', 'cache-control': 'private, no-store' },
      });
    }),
  ];
  return {
    handlers,
    contactMessages,
    uploads,
    failWith(name: Failing, status: number, body: unknown = { error: 'failed' }) {
      failures.set(name, { status, body });
    },
    reset() {
      failures.clear();
      contactMessages.length = 0;
      uploads.length = 0;
    },
  };
}
