/**
* | output |
* | --- |
* | "Leave this field empty" |
*
* @param {Taxinfo_Website_LabelInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_website_label: ((inputs?: Taxinfo_Website_LabelInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Website_LabelInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Website_LabelInputs = {};
