// Account service (/account/api/v1). The manifest is the same document the sponsor service answers.
export { Manifest, ProductCatalogue, Product, ProductVariant } from './sponsor.js';
