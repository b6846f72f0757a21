/**
* | output |
* | --- |
* | "Self-employment" |
*
* @param {Taxinfo_Income_Self_EmploymentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_self_employment: ((inputs?: Taxinfo_Income_Self_EmploymentInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_Self_EmploymentInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_Self_EmploymentInputs = {};
