/**
* | output |
* | --- |
* | "Other relative" |
*
* @param {Taxinfo_Relationship_OtherInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_other: ((inputs?: Taxinfo_Relationship_OtherInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_OtherInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_OtherInputs = {};
