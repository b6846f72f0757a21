/**
* | output |
* | --- |
* | "Register now" |
*
* @param {Taxschool_Hero_RegisterInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxschool_hero_register: ((inputs?: Taxschool_Hero_RegisterInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Taxschool_Hero_RegisterInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Taxschool_Hero_RegisterInputs = {};
