/**
* | output |
* | --- |
* | "Full name" |
*
* @param {Taxschool_Field_NameInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_field_name: ((inputs?: Taxschool_Field_NameInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Field_NameInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Field_NameInputs = {};
