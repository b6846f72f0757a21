/**
* | output |
* | --- |
* | "We never ask for your Social Security number or bank account in a web form. Please do not type them anywhere here; we collect them in person or by phone." |
*
* @param {Taxinfo_No_SsnInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_no_ssn: ((inputs?: Taxinfo_No_SsnInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_No_SsnInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_No_SsnInputs = {};
