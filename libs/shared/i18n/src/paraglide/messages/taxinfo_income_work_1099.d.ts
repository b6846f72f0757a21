/**
* | output |
* | --- |
* | "1099 work" |
*
* @param {Taxinfo_Income_Work_1099Inputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_work_1099: ((inputs?: Taxinfo_Income_Work_1099Inputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Income_Work_1099Inputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Income_Work_1099Inputs = {};
