package androidx.activity;

import androidx.lifecycle.LifecycleOwner;
import java.util.ArrayList;
import java.util.List;

/**
 * Fake of androidx.activity.OnBackPressedDispatcher: back, from the button or the predictive
 * gesture, goes to the newest enabled callback, else to the fallback (the Activity finishes).
 * It never calls Activity.onBackPressed, as Android 16 with targetSdk 36 does not.
 */
public class OnBackPressedDispatcher {
    private final Runnable fallbackOnBackPressed;
    private final List<OnBackPressedCallback> callbacks = new ArrayList<>();

    public OnBackPressedDispatcher(Runnable fallbackOnBackPressed) { this.fallbackOnBackPressed = fallbackOnBackPressed; }
    public void addCallback(OnBackPressedCallback onBackPressedCallback) { callbacks.add(onBackPressedCallback); }
    public void addCallback(LifecycleOwner owner, OnBackPressedCallback onBackPressedCallback) { callbacks.add(onBackPressedCallback); }

    public boolean hasEnabledCallbacks() {
        for (OnBackPressedCallback callback : callbacks) if (callback.isEnabled()) return true;
        return false;
    }

    public void onBackPressed() {
        for (int i = callbacks.size() - 1; i >= 0; i--) {
            if (callbacks.get(i).isEnabled()) {
                callbacks.get(i).handleOnBackPressed();
                return;
            }
        }
        if (fallbackOnBackPressed != null) fallbackOnBackPressed.run();
    }
}
