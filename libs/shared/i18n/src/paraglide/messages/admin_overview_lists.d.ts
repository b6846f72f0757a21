/**
* | output |
* | --- |
* | "Lists" |
*
* @param {Admin_Overview_ListsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_lists: ((inputs?: Admin_Overview_ListsInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_ListsInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_ListsInputs = {};
