/**
* | output |
* | --- |
* | "Education" |
*
* @param {Taxinfo_Income_EducationInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_education: ((inputs?: Taxinfo_Income_EducationInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_EducationInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_EducationInputs = {};
