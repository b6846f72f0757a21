/**
* | output |
* | --- |
* | "Months lived with you last year" |
*
* @param {Taxinfo_Field_Dependent_MonthsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_dependent_months: ((inputs?: Taxinfo_Field_Dependent_MonthsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Field_Dependent_MonthsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Field_Dependent_MonthsInputs = {};
