/**
 * The shop's vocabulary the embedded backend builds its answers from: channels, locales and
 * currencies, the product vocabulary (materials, formats, calendars, photobooks, cards), the card
 * price tables and the one email rule. The backend reaches into `src/` only through this module and
 * the contract beside it (an ESLint rule holds it to that), so what the two programs share is
 * listed here and the dependency runs one way: backend -> contract -> shop's pure modules.
 */
export { getCardSizeClass, getCardUnitPrice, getDefaultCardQuantity, type CardPriceInput } from '../../catalog/card-prices.ts';
export { getFormatOrientation, getOrientation, isValidDimensions, parseFormat, swapFormat, type Dimensions } from '../../catalog/format.ts';
export { getAppStoreLinks } from '../../banners/app-store-links.ts';
export * from '../../catalog/channel-defaults.ts';
export { isPriceFromKey, PRICE_FROM_KEYS } from '../../catalog/fill-price-placeholders.ts';
export { parseCardSku } from '../../catalog/sku.ts';
export { getPaperSizeName } from '../../catalog/units.ts';
export * from '../../catalog/vocabulary.ts';
export { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../../forms/email.ts';
export { checkPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, type PasswordProblem } from '../../forms/password.ts';
export { CHANNELS, type Channel } from '../../locale/channels.ts';
export { CURRENCIES, getCurrency, getLanguage, LOCALES, parseLocaleCode, toContentFolder, type Currency, type Language, type LocaleCode } from '../../locale/locales.ts';
// The settings error message, so a wrong setting reads the same for shop and backend.
export { describeEnvIssues } from '../../config/describe-env-issues.ts';
// The shop's host table, so mail links name only the shop's own hosts (decision 0019).
export { buildEmbeddedHostTable, parseHostTable, type HostTable } from '../../routing/host-table.ts';
