/**
* | output |
* | --- |
* | "still new" |
*
* @param {Admin_Overview_WaitingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_overview_waiting: ((inputs?: Admin_Overview_WaitingInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Overview_WaitingInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Overview_WaitingInputs = {};
