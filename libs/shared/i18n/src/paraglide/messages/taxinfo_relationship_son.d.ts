/**
* | output |
* | --- |
* | "Son" |
*
* @param {Taxinfo_Relationship_SonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_relationship_son: ((inputs?: Taxinfo_Relationship_SonInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxinfo_Relationship_SonInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxinfo_Relationship_SonInputs = {};
