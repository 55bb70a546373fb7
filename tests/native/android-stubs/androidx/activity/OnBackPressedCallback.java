package androidx.activity;

/** Stub of androidx.activity.OnBackPressedCallback (androidx.activity 1.10): the real constructor and members. */
public abstract class OnBackPressedCallback {
    private boolean enabled;

    public OnBackPressedCallback(boolean enabled) { this.enabled = enabled; }
    public final boolean isEnabled() { return enabled; }
    public final void setEnabled(boolean enabled) { this.enabled = enabled; }
    public final void remove() {}
    public abstract void handleOnBackPressed();
    public void handleOnBackCancelled() {}
}
