/**
* | output |
* | --- |
* | "Your contact details" |
*
* @param {Taxinfo_Step_ContactInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_contact: ((inputs?: Taxinfo_Step_ContactInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_ContactInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_ContactInputs = {};
