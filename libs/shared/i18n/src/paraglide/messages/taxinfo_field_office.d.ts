/**
* | output |
* | --- |
* | "Preferred office" |
*
* @param {Taxinfo_Field_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_office: ((inputs?: Taxinfo_Field_OfficeInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_OfficeInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_OfficeInputs = {};
