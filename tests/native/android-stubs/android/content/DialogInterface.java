package android.content;

/** Stub of android.content.DialogInterface for a JVM type-check. */
public interface DialogInterface {
    int BUTTON_POSITIVE = -1;
    int BUTTON_NEGATIVE = -2;

    interface OnClickListener {
        void onClick(DialogInterface dialog, int which);
    }
}
