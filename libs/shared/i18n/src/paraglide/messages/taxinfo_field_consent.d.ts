/**
* | output |
* | --- |
* | "I agree to the engagement and privacy terms" |
*
* @param {Taxinfo_Field_ConsentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_consent: ((inputs?: Taxinfo_Field_ConsentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_ConsentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_ConsentInputs = {};
