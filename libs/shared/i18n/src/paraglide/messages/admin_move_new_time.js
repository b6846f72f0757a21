/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Move_New_TimeInputs */

const en_admin_move_new_time = /** @type {(inputs: Admin_Move_New_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New time (Detroit time)`)
};

/**
* | output |
* | --- |
* | "New time (Detroit time)" |
*
* @param {Admin_Move_New_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_move_new_time = /** @type {((inputs?: Admin_Move_New_TimeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Move_New_TimeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_move_new_time(inputs)
});