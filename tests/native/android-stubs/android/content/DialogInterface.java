package android.content;

/** Stub of android.content.DialogInterface for a JVM type-check only. */
public interface DialogInterface {
    interface OnClickListener {
        void onClick(DialogInterface dialog, int which);
    }
}
