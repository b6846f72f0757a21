/**
* | output |
* | --- |
* | "Get started: tell us about your household, income and documents in eight short steps, and a preparer from your chosen office will contact you." |
*
* @param {Taxinfo_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_meta_description: ((inputs?: Taxinfo_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Meta_DescriptionInputs = {};
