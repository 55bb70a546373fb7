package androidx.lifecycle;

/** Stub of androidx.lifecycle.Lifecycle. */
public abstract class Lifecycle {}
