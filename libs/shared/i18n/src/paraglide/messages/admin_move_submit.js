/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Move_SubmitInputs */

const en_admin_move_submit = /** @type {(inputs: Admin_Move_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move appointment`)
};

/**
* | output |
* | --- |
* | "Move appointment" |
*
* @param {Admin_Move_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_move_submit = /** @type {((inputs?: Admin_Move_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Move_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_move_submit(inputs)
});