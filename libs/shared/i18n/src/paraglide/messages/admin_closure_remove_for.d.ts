/**
* | output |
* | --- |
* | "Remove closure: {reason}" |
*
* @param {Admin_Closure_Remove_ForInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_closure_remove_for: ((inputs: Admin_Closure_Remove_ForInputs, options?: {
    locale?: "en";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Closure_Remove_ForInputs, {
    locale?: "en";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Closure_Remove_ForInputs = {
    reason: NonNullable<unknown>;
};
