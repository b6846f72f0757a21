import { useState, type InputHTMLAttributes, type Ref } from 'react';

export interface FileDropZoneProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'className'> {
  id: string;
  /** What the zone says: 'Choose files or drop them here'. The field's <label> names the input. */
  prompt: string;
  onFiles(files: FileList | null): void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The file picker as a drop zone: the real <input type="file"> lies over the whole zone, invisible, so a click
 * anywhere opens the picker, files dropped on it arrive as a change, and the keyboard reaches it like any input
 * (Tab, then Enter or Space opens the picker); the zone shows the focus ring and the drag state.
 */
export function FileDropZone({ prompt, onFiles, ref, ...input }: FileDropZoneProps) {
  const [over, setOver] = useState(false);
  return (
    <div className={over ? 'file-drop is-over' : 'file-drop'}>
      <svg className="file-drop__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path
          d="M12 16V4m0 0-4.5 4.5M12 4l4.5 4.5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="file-drop__prompt" aria-hidden="true">
        {prompt}
      </span>
      <input
        {...input}
        ref={ref}
        type="file"
        className="file-drop__input"
        onDragEnter={() => setOver(true)}
        onDragLeave={() => setOver(false)}
        onDrop={() => setOver(false)}
        onChange={(event) => onFiles(event.currentTarget.files)}
      />
    </div>
  );
}
