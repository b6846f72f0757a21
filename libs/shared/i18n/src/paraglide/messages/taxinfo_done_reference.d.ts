/**
* | output |
* | --- |
* | "Your reference number is {reference}. Please quote it when you contact us." |
*
* @param {Taxinfo_Done_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_done_reference: ((inputs: Taxinfo_Done_ReferenceInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Done_ReferenceInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Done_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
