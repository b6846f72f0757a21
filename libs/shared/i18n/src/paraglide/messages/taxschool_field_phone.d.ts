/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Taxschool_Field_PhoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_field_phone: ((inputs?: Taxschool_Field_PhoneInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Field_PhoneInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Field_PhoneInputs = {};
