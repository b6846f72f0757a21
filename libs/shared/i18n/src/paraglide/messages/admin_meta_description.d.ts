/**
* | output |
* | --- |
* | "Huron Tax & Accounting back office (staff only)." |
*
* @param {Admin_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_meta_description: ((inputs?: Admin_Meta_DescriptionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Meta_DescriptionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Meta_DescriptionInputs = {};
