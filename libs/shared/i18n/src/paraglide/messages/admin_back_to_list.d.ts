/**
* | output |
* | --- |
* | "Back to {list}" |
*
* @param {Admin_Back_To_ListInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_back_to_list: ((inputs: Admin_Back_To_ListInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Back_To_ListInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Back_To_ListInputs = {
    list: NonNullable<unknown>;
};
