/**
* | output |
* | --- |
* | "Qualifying surviving spouse" |
*
* @param {Taxinfo_Filing_Qualifying_Surviving_SpouseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_qualifying_surviving_spouse: ((inputs?: Taxinfo_Filing_Qualifying_Surviving_SpouseInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Filing_Qualifying_Surviving_SpouseInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Filing_Qualifying_Surviving_SpouseInputs = {};
