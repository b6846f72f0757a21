/**
* | output |
* | --- |
* | "Daughter" |
*
* @param {Taxinfo_Relationship_DaughterInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_daughter: ((inputs?: Taxinfo_Relationship_DaughterInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_DaughterInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_DaughterInputs = {};
