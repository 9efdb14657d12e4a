import { HttpResponse } from 'msw';
import type { z } from 'zod';
import { calculatorReferenceSchema, ownFormatPriceSchema } from '../../src/lib/shop-api/catalog.ts';
import { collageDesignGroupsSchema, designGroupSchema, designGroupSetSchema, photobookDesignGroupSetsSchema } from '../../src/lib/shop-api/design-groups.ts';
import { designListSchema, themeSchema } from '../../src/lib/shop-api/designs.ts';
import { wishlistReaderSchema } from '../../src/lib/shop-api/wishlist.ts';
import {
  calendarPriceSchema,
  cardAccessoriesSchema,
  cardPriceSchema,
  frameVariantsSchema,
  photobookPriceSchema,
  skuContainerSchema,
} from '../../src/lib/shop-api/product-data.ts';
import { SHOP_API, type ShopApiAnswer, type ShopApiEndpointName } from '../../domain/shop-api-contract/index.ts';

/**
 * A mock's success answer, checked against the contract before it goes out: a mock that drifts
 * from what the backend sends fails the test that uses it, with the contract's complaint. The body
 * goes out as given (fields the contract does not name included); only the check is strict.
 */
export function answerContract<N extends ShopApiEndpointName>(name: N, answer: ShopApiAnswer<N>): Response {
  const parsed = SHOP_API[name].answer.safeParse(answer);
  if (!parsed.success) throw new Error(`mock answer for ${name} breaks the shop API contract: ${parsed.error.message}`);
  return HttpResponse.json(answer as Record<string, unknown>);
}

/** The endpoint a path belongs to, for mocks that are told a path. */
export function findShopApiEndpoint(path: string): ShopApiEndpointName | undefined {
  return (Object.keys(SHOP_API) as ShopApiEndpointName[]).find((name) =>
    new RegExp(`^${SHOP_API[name].path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}

/**
 * The shop's own reader of each answer it reads (more tolerant than the contract, see
 * `domain/shop-api-contract/index.ts`): every contract answer must pass its reader, which the
 * contract tests check with the mocks' answers and the backend's.
 */
/** Calls the shop reads with the contract's own schema (initial data, flags, newsletter) or does not read are not listed. */
export const CLIENT_READERS: Partial<Record<ShopApiEndpointName, z.ZodType>> = {
  calculatorReference: calculatorReferenceSchema,
  photoFrameSelectionData: calculatorReferenceSchema,
  priceArticle: ownFormatPriceSchema,
  themes: designListSchema,
  calendarDesignGroup: designGroupSchema,
  collageDesignGroups: collageDesignGroupsSchema,
  photobookDesignGroupSets: photobookDesignGroupSetsSchema,
  photobookDesignGroupSet: designGroupSetSchema,
  theme: themeSchema,
  skuContainer: skuContainerSchema,
  cardAccessories: cardAccessoriesSchema,
  frameTypes: frameVariantsSchema,
  calendarPrice: calendarPriceSchema,
  cardPrice: cardPriceSchema,
  photobookPrice: photobookPriceSchema,
  wishlist: wishlistReaderSchema,
  wishlistUpdate: wishlistReaderSchema,
  wishlistMerge: wishlistReaderSchema,
};

/**
 * What the simple shop API mocks share: the headers of every request, in order, and a switch that
 * makes the following requests fail with a status until `reset()`.
 */
export function createCallRecorder() {
  let failure: number | null = null;
  const requests: { locale: string | null; channel: string | null }[] = [];
  return {
    requests,
    /** Records the request; answers the failure when one is switched on, else null. */
    record(request: Request): Response | null {
      requests.push({ locale: request.headers.get('x-locale'), channel: request.headers.get('x-channel') });
      return failure === null ? null : HttpResponse.json({ error: 'failed' }, { status: failure });
    },
    failWith(status: number) {
      failure = status;
    },
    reset() {
      failure = null;
      requests.length = 0;
    },
  };
}
