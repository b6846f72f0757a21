/**
* | output |
* | --- |
* | "Head of household" |
*
* @param {Taxinfo_Filing_Head_Of_HouseholdInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_head_of_household: ((inputs?: Taxinfo_Filing_Head_Of_HouseholdInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Filing_Head_Of_HouseholdInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Filing_Head_Of_HouseholdInputs = {};
