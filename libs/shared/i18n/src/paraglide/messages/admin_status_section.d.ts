/**
* | output |
* | --- |
* | "Status and internal note" |
*
* @param {Admin_Status_SectionInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_status_section: ((inputs?: Admin_Status_SectionInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Status_SectionInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Status_SectionInputs = {};
