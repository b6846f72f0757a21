/**
* | output |
* | --- |
* | "Open this record from its list." |
*
* @param {Admin_Open_From_ListInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_open_from_list: ((inputs?: Admin_Open_From_ListInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Open_From_ListInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Open_From_ListInputs = {};
