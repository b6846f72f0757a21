/**
* | output |
* | --- |
* | "Office and how to reach you" |
*
* @param {Taxinfo_Step_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_step_office: ((inputs?: Taxinfo_Step_OfficeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Step_OfficeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Step_OfficeInputs = {};
