/**
* | output |
* | --- |
* | "Email" |
*
* @param {Taxschool_Field_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_field_email: ((inputs?: Taxschool_Field_EmailInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Field_EmailInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Field_EmailInputs = {};
